"""Which function a compile belongs to: function objects grouped into functions.

A user function is a source location and a name (and, for a function JAX's loop
helper ran outside jit, the helper). One function may be many function objects over
a run: ``jax.jit`` run again in a loop, a ``partial`` bound anew, a framework's
wrapper made per call. :func:`group_for` decides, for each call, whether its object
is a function seen before (its compile then a recompile of it) or a new one; a
:class:`Group` keeps what that decision and the causes of later compiles need.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from ..capture import callstack
from ..capture.provenance import relpath
from ..capture.records import CallRecord
from ..model.report import CompileEvent, FunctionReport
from ..signature import signature as sigmod
from . import programtext

#: the closest earlier signature is looked for among this many latest compiles of a
#: function, and the latest few of each argument structure it had: a storm of 1,000
#: shapes costs the same per compile as the first ten.
_RECENT = 64
_PER_STRUCTURE = 4


def _structure(sig: sigmod.Signature) -> tuple:
    """What a signature is made of, without its shapes, dtypes and values."""
    return (tuple(sig.passing.items()), tuple(sig.nodes), tuple(sig.leaves),
            tuple(sig.statics), sig.context)


@dataclass
class Group:
    """One user function: its report, and what its earlier compiles were (their
    signatures and programs, to find the closest for a recompile's causes) and were
    made of (its function objects, to tell whether a new one is the function made
    again)."""

    report: FunctionReport
    #: (transformation label, signature) of each earlier compile.
    signatures: list[tuple[str | None, sigmod.Signature]] = field(default_factory=list)
    fun_ids: list[int] = field(default_factory=list)
    #: of its function objects: ``CallRecord.made_of`` (the recipe), with the data
    #: each held, and with where each was made (when known).
    made_of: set = field(default_factory=set)
    made_with: dict = field(default_factory=dict)  # (recipe, data) -> None, in order
    made_at: set = field(default_factory=set)
    #: transformation labels compiled so far (None: a plain call).
    labels: set = field(default_factory=set)
    #: label -> positions in ``signatures``; (label, structure) -> the latest positions.
    _by_label: dict = field(default_factory=dict)
    _by_structure: dict = field(default_factory=dict)
    #: position in ``signatures`` -> the program compiled there (a
    #: ``programtext.Program``: the jaxpr, read as structure only once a recompile is
    #: compared with it), for the positions still candidates.
    programs: dict = field(default_factory=dict)
    #: the signature of the function's first compile: what a variation changed one
    #: thing of (None when it could not be read).
    first: sigmod.Signature | None = None
    #: (kind, path, reason) of a recompile's first cause -> its recompiles so far: they
    #: share one fix (:meth:`share_fix`).
    _by_cause: dict = field(default_factory=dict)

    def share_fix(self, event: CompileEvent) -> None:
        """Give every earlier recompile of ``event``'s first cause ``event``'s fix.

        A fix is chosen from the values the cause's path had so far
        (``hints.seen_values``): sizes 44 then 12 read as a short last batch, and only
        the later 62 and 9 show they are lengths to bucket. The latest recompile's fix
        is chosen from all of them, so it is the one fix of all (one cause, one fix, in
        every view and every event, not one wording per event)."""
        if not event.causes:
            return
        first = event.causes[0]
        same = self._by_cause.setdefault((first.kind, first.path, first.reason), [])
        for earlier in same:
            earlier.hint = event.hint
        same.append(event)

    def remember(self, label: str | None, sig: sigmod.Signature | None,
                 program: programtext.Program | None = None) -> None:
        if sig is None:
            return
        self._by_label.setdefault(label, []).append(len(self.signatures))
        latest = self._by_structure.setdefault((label, _structure(sig)), [])
        latest.append(len(self.signatures))
        del latest[:-_PER_STRUCTURE]
        if program is not None:
            self.programs.setdefault(len(self.signatures), program)
        self.signatures.append((label, sig))
        if len(self.programs) > 4 * _RECENT:  # keep only what a later diff can use
            keep = {i for label in self._by_label for i in self.positions(label)}
            self.programs = {i: p for i, p in self.programs.items() if i in keep}

    def admit(self, rec: CallRecord) -> None:
        """``rec``'s function object is one of the group's (and, for
        :meth:`group_for`, what it is made of and where): called with each compile."""
        if rec.fun_id not in self.fun_ids:
            self.fun_ids.append(rec.fun_id)
            if rec.made_of is not None:
                self.made_of.add(rec.made_of)
                if rec.made_at is not None:
                    self.made_at.add((rec.made_of, rec.made_at))
        if rec.made_of is not None:  # the latest data last: what a rebound value is told against
            self.made_with.pop((rec.made_of, rec.made_with), None)
            self.made_with[(rec.made_of, rec.made_with)] = None

    def is_new_object(self, rec: CallRecord) -> bool:
        """``rec``'s function object is not one of the group's: the function made
        again. Never said of an object jaxcheck failed to identify (``fun_id`` 0): a
        redefinition it did not see is no cause to tell."""
        return rec.fun_id != 0 and rec.fun_id not in self.fun_ids

    def candidates(self, label: str | None) -> list[sigmod.Signature]:
        """Earlier signatures to diff against, oldest first: the same program's when it
        has any (a call under grad against grad's), else the function's."""
        return [self.signatures[i][1] for i in self.positions(label)]

    def positions(self, label: str | None) -> list[int]:
        """Where in ``signatures`` the :meth:`candidates` are."""
        if label in self._by_label:
            positions = set(self._by_label[label][-_RECENT:])
            for (lab, _), latest in self._by_structure.items():
                if lab == label:
                    positions.update(latest)
        else:
            positions = set(range(max(0, len(self.signatures) - _RECENT),
                                  len(self.signatures)))
            for latest in self._by_structure.values():
                positions.update(latest)
        return sorted(positions)


def group_for(rec: CallRecord, groups: dict[tuple, list[Group]]) -> Group | None:
    """The function ``rec`` belongs to: a group of earlier compiles, or None (new).

    A function object seen before belongs where it was. A new object from a known
    source location (``jax.jit`` run again on a function made anew) is that
    function made again, and its compile a recompile, when

    1. the earlier objects are gone: a jit in a loop, or a function made per call;
    2. it is made of the same as an earlier one (``signature.made_of``: the same
       code, held functions and JAX transformations) and either
       a. holds the same data (the same partial arguments, numbers, arrays): the
          same program, compiled again wherever it was made (``nnx.jit(f)`` twice);
       b. was made by the same call of the user's (``made_at``: the same frames,
          down to the bytecode instruction, so two ``jax.jit`` on one line differ):
          one line run again, as ``jit(partial(f, i))`` or
          ``jit(lambda x, i=i: ...)`` in a loop, with other data each time, the
          same function compiled for each as a static argument would be;
       c. a library or framework made it (``eqx.filter_jit(lambda ...)`` or
          ``nnx.jit(step)`` in a loop, linen's ``nn.jit`` on every ``apply``: its
          caches keep the earlier objects alive) and it is reached along the same
          user frames as the earlier one.

    Anything else alive beside it is a distinct function: ``jax.jit(f)`` beside
    ``jax.jit(jax.grad(f))`` or ``jax.jit(jax.vmap(f))`` (other transformations),
    ``partial(f, 2.0)`` and ``partial(f, 3.0)`` made on two lines, two lambdas on one
    line (other code), and an object made before any capture began with data of its
    own (where it was made is unknown).
    """
    candidates = groups.get((rec.location, rec.name, rec.via), [])
    for group in candidates:
        if rec.fun_id in group.fun_ids:
            return group
    for group in reversed(candidates):
        if not any(i in rec.live_peers for i in group.fun_ids):
            return group
    if not candidates or rec.made_of is None:
        return None
    for group in reversed(candidates):
        if (rec.made_of, rec.made_with) in group.made_with or (
                rec.made_at is not None and (rec.made_of, rec.made_at) in group.made_at):
            return group
    if rec.made_by_library:
        frames = user_frames(callstack.user_stack(rec.stack, relpath))
        for group in reversed(candidates):
            if rec.made_of in group.made_of and any(
                    user_frames(e.call_stack) == frames for e in group.report.events):
                return group
    return None


def user_frames(stack: list[str] | None) -> list[str]:
    """The user's frames of a shown call stack (runs of library frames left out)."""
    return [line for line in stack or () if not line.startswith("…")]
