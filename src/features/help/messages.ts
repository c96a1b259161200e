import { defineMessages } from '../../i18n/defineMessages';

// The help home: a short guide per role. Long text: its own part of the catalogue,
// downloaded with the help pages only (scripts/vitePluginMessages.ts LAZY_PARTS).
export default defineMessages({
  title: { id: 'help.title', defaultMessage: 'Help' },
  intro: {
    id: 'help.intro',
    defaultMessage:
      'A short guide for each role, and answers to the questions maintenance teams ask most. You are signed in as {role}.',
  },
  // Shown before the help's own text has arrived, so in the app part (helpLink.).
  loading: { id: 'helpLink.loading', defaultMessage: 'Loading the help…' },
  loadFailed: {
    id: 'helpLink.loadFailed',
    defaultMessage: 'The help could not be downloaded. Check your connection, then try again.',
  },
  yourGuide: { id: 'help.yourGuide', defaultMessage: 'Your role' },
  faqTitle: { id: 'help.faqTitle', defaultMessage: 'Frequently asked questions' },
  faqIntro: {
    id: 'help.faqIntro',
    defaultMessage: 'Statuses, priorities, preventive maintenance and working offline.',
  },
  allQuestions: { id: 'help.allQuestions', defaultMessage: 'All questions' },
  backToHelp: { id: 'help.backToHelp', defaultMessage: 'Back to the guides' },

  adminTitle: { id: 'help.guide.admin.title', defaultMessage: 'Admins and planners' },
  adminSummary: {
    id: 'help.guide.admin.summary',
    defaultMessage:
      'Admins set up the company and run the work: they triage requests, plan, schedule, check and close work orders, and keep the equipment and the preventive plans.',
  },
  admin1: {
    id: 'help.guide.admin.1',
    defaultMessage:
      'Set up: create a site and its plants (Assets → Sites and plants), then add the equipment or import it from a CSV file. Give each item a criticality from 10 (safety protection equipment) to 1 (grounds): the priority of its work depends on it.',
  },
  admin2: {
    id: 'help.guide.admin.2',
    defaultMessage:
      'Invite your colleagues on Company → Members, with their e-mail address and their role. They join with the link you send them.',
  },
  admin3: {
    id: 'help.guide.admin.3',
    defaultMessage:
      'Triage new requests every day (Work → Queues → Requests): move each one to {inPlanning}, {awaitingReview}, {rejected} or {cancelled}. Rejecting or cancelling asks for a reason.',
  },
  admin4: {
    id: 'help.guide.admin.4',
    defaultMessage:
      'Plan the work: estimated hours, craft, the people assigned, permits and materials. The plan is needed for {readyToSchedule}. Use {awaitingMaterials} while parts are on order and {reliabilityReview} when an engineer should look at it first.',
  },
  admin5: {
    id: 'help.guide.admin.5',
    defaultMessage:
      'Schedule: move ready work to the {weeklySchedule} on a day and compare each craft’s hours with the crew capacity; then move the day’s work to the {dailySchedule}, where the people assigned start it.',
  },
  admin6: {
    id: 'help.guide.admin.6',
    defaultMessage:
      'Check finished work ({workComplete}): move it to {complete} and then {closed}, or back to {inProgress} when it needs rework.',
  },
  admin7: {
    id: 'help.guide.admin.7',
    defaultMessage:
      'Preventive maintenance: write plans (Preventive → Maintenance plans) with their interval or meter, checklist and lead days. Torque makes their work orders when they fall due. Watch PM compliance and the overdue plans.',
  },
  admin8: {
    id: 'help.guide.admin.8',
    defaultMessage:
      'Follow the figures on Home and the KPI dashboard: backlog in crew-weeks, PM compliance, planned work and schedule compliance.',
  },

  editorTitle: { id: 'help.guide.editor.title', defaultMessage: 'Editors and technicians' },
  editorSummary: {
    id: 'help.guide.editor.summary',
    defaultMessage: 'Editors raise requests and carry out the work assigned to them.',
  },
  editor1: {
    id: 'help.guide.editor.1',
    defaultMessage:
      'Choose your plant with the plant picker in the top bar. Home shows your open work and today’s schedule.',
  },
  editor2: {
    id: 'help.guide.editor.2',
    defaultMessage:
      'Raise a request (Work → Raise a request) for anything that needs attention: choose the equipment and the work type, and describe the problem. Add photos on the work order’s page.',
  },
  editor3: {
    id: 'help.guide.editor.3',
    defaultMessage:
      'Find your work under Work → Queues → My work, or on the daily schedule (Work → Daily schedule). Print the work packets if you work on paper.',
  },
  editor4: {
    id: 'help.guide.editor.4',
    defaultMessage:
      'When work assigned to you is on the {dailySchedule}, start it: move it to {inProgress}. Check the permits first.',
  },
  editor5: {
    id: 'help.guide.editor.5',
    defaultMessage:
      'While it is in progress, record what was done: actual hours, the action taken, the failure cause for breakdowns and repairs, and any delay with its delay code. For preventive work, tick the checklist, enter the readings and sign when the plan asks for it.',
  },
  editor6: {
    id: 'help.guide.editor.6',
    defaultMessage:
      'When the job is finished, move it to {workComplete}. An admin checks it and closes it, or sends it back to {inProgress} for rework.',
  },
  editor7: {
    id: 'help.guide.editor.7',
    defaultMessage:
      'Record meter readings on the equipment’s page. Planning, scheduling, closing and changes to equipment or plans are for admins: ask one.',
  },
  editor8: {
    id: 'help.guide.editor.8',
    defaultMessage:
      'No connection on the plant floor? Keep working: what you do is kept on this device, marked “waiting to sync”, and sent when the connection returns.',
  },
});
