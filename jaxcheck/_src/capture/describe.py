"""What a call's record says beyond what the call is: which function object it is,
what that object is made of and where it was made, where the user called it, what
else decides its program, and its signature.

A :class:`Describer` belongs to one capture and remembers, per function (its source
location and name), what the next call of it is compared with: the function objects
seen and which are still alive, what each is made of, the library call and JAX's cache
clears at its latest call.
"""

from __future__ import annotations

import contextlib
import itertools
import weakref
from typing import Any

from .. import jaxcompat as compat
from ..signature import signature as sigmod
from . import callstack, frameworks, provenance
from .classify import JitCall
from .records import CallRecord, error_text


class Describer:
    """The records of one capture's user calls, filled in (see the module docstring)."""

    def __init__(self) -> None:
        #: identities of the objects met in arguments (``signature.Identities``).
        self.identities = sigmod.Identities()
        #: (location, name) -> id(function object) -> [weak reference, serial, make-up].
        self._by_location: dict[tuple, dict[int, list]] = {}
        self._serials = itertools.count(1)
        #: the latest library call per function: what the user's line passed then.
        self._library_last: dict[tuple, frameworks.LibraryCall] = {}
        #: per function: JAX's cache clears, and its own, seen at its last call.
        self._clears_at: dict[tuple, tuple[int | None, int]] = {}

    def describe(self, rec: CallRecord, call: JitCall) -> None:
        """Fill in the record of ``call``, a user function's, step by step. A step that
        fails (a bug of jaxcheck's) leaves its fields at their defaults, the other
        steps still run, and the failure is kept on the record, to be told."""
        if call.helper is not None:
            steps = (self._helper_identity, self._site, self._helper_signature)
        else:
            steps = (self._identity, self._make_up, self._site, self._settings,
                     self._signature)
        for step in steps:
            try:
                step(rec, call)
            except Exception as e:
                rec.unclassified = rec.unclassified or error_text(e)

    def _helper_identity(self, rec: CallRecord, call: JitCall) -> None:
        """JAX's helper jits the user's function anew for every new function object: a
        fresh closure is a redefinition, never a distinct function."""
        rec.via = call.helper.api
        rec.fun_id, _ = self._identify(call.helper.fun, (rec.location, rec.name))

    def _helper_signature(self, rec: CallRecord, call: JitCall) -> None:
        self._sign(rec, lambda: sigmod.build_named(call.helper.args, self.identities))

    def _identity(self, rec: CallRecord, call: JitCall) -> None:
        """Which function object was called, and which others from its source line are
        alive: what tells a function made again from a second, distinct one."""
        # identity from the jitted object itself: stable across calls even when a
        # wrapper rebuilds the user's callable each time; pmap's call is made anew each
        # time (0.4.38, 0.6.2), or is a wrapper per static value (0.10): the user's
        # function is what stays the same
        ident = call.fun if call.pmapped is None else call.pmapped[0]
        rec.fun_id, rec.live_peers = self._identify(ident, (rec.location, rec.name))
        if call.pmapped is not None and not call.pmap_call:
            # 0.10 keeps every function pmap was given alive in its cache (and each
            # `jax.grad(f)` pmapped is a new one): alive says nothing
            rec.live_peers = frozenset()
        rec.made_by_library = rec.location is not None and (
            compat.frame_owner(rec.location[0]) == "library"
            or provenance.made_by_library(call.fun))

    def _make_up(self, rec: CallRecord, call: JitCall) -> None:
        """What the function object is made of, and where it was made: a framework's
        object, by the user's function inside; the user's own, by the whole object
        jitted (``grad(f)``, ``partial(f, 2)``)."""
        ident = call.fun if call.pmapped is None else call.pmapped[0]
        made = self._read_once(ident, (rec.location, rec.name), lambda: (
            sigmod.made_of(call.shown if rec.made_by_library else ident),
            provenance.made_at(call.jit_info)))
        if made[0] is not None:
            rec.made_of, rec.made_with = made[0]
        rec.made_at = made[1]
        if call.pmap_call:
            # pmap's own path (0.4.38, 0.6.2) makes no jitted object: where the user's
            # `jax.pmap` ran is unknown, so a pmap made again (in a loop, with other
            # data each time) is judged as a framework's wrapper is, by what it is made
            # of and the user's frames that call it
            rec.made_by_library = True
        if call.user is not None and call.user.fun is not call.fun:
            # a wrapper that jits one function of its own for many of the user's
            # (equinox, with the user's function static): read the user's at each
            # call, or a partial bound anew goes unseen
            with contextlib.suppress(Exception):
                rec.made_of, rec.made_with = sigmod.made_of(call.user.fun) or (None, None)

    def _site(self, rec: CallRecord, call: JitCall) -> None:
        """Where the user's code made the call, and the stack that led there."""
        rec.call_site = provenance.user_call_site(call.frame)
        if call.helper is None:  # a loop helper run by a library: told by its site alone
            self._library(rec, call.frame)
        rec.stack = callstack.raw(call.frame)

    def _settings(self, rec: CallRecord, call: JitCall) -> None:
        """What else decides the program: caches cleared since, the jit's options, the
        transformation around the user's function, a jit of a jitted function."""
        self._cleared(rec, (rec.location, rec.name), call.fun)
        rec.compiler_options = (compat.jit_compiler_options(call.jit_info)
                                + compat.jit_settings(call.jit_info))
        if call.user is not None:
            rec.traced_location = sigmod.fun_location(call.fun)
        # pmap's own jit around a jitted `f` (0.10) is such a wrapper too
        rec.wraps_jit = compat.is_jitted(call.fun if call.pmapped is None
                                         else call.pmapped[0])
        rec.transform = call.behind[0] if call.behind else None

    def _signature(self, rec: CallRecord, call: JitCall) -> None:
        """The call's abstract signature: what the analysis compares between compiles."""
        shown, user, pmapped = call.shown, call.user, call.pmapped
        if pmapped is not None:  # the user's arguments, not the flat leaves
            self._sign(rec, lambda: sigmod.build(shown, (pmapped[3], ()), pmapped[1],
                                                 pmapped[2], self.identities))
        elif user is None:
            self._sign(rec, lambda: sigmod.build(shown, compat.jit_statics(call.jit_info),
                                                 call.args, call.kwargs, self.identities))
        else:
            self._sign(rec, lambda: sigmod.build(user.fun, ((), ()), user.args,
                                                 user.kwargs, self.identities,
                                                 user.static_leaf))

    def _identify(self, fun: Any, key: tuple) -> tuple[int, frozenset[int]]:
        """A serial number for ``fun`` (ids are reused once an object dies) and the
        serials of the other function objects from the same location still alive."""
        refs = self._by_location.setdefault(key, {})
        entry = refs.get(id(fun))
        if entry is None or entry[0]() is not fun:
            try:
                ref = weakref.ref(fun)
            except TypeError:  # not weak-referenceable: keep it, it counts as alive
                ref = lambda fun=fun: fun  # noqa: E731
            entry = refs[id(fun)] = [ref, next(self._serials), None]
        alive = frozenset(serial for ref, serial, _ in refs.values()
                          if serial != entry[1] and ref() is not None)
        return entry[1], alive

    def _read_once(self, fun: Any, key: tuple, read: Any) -> tuple:
        """``read()`` for the function object ``fun`` (just identified under ``key``),
        once per object: its make-up does not change."""
        entry = self._by_location[key][id(fun)]
        if entry[2] is None:
            try:
                entry[2] = read()
            except Exception:  # an object that will not be read: the call still counts
                entry[2] = (None, None)
        return entry[2]

    def _library(self, rec: CallRecord, frame) -> None:
        """A jitted call made inside a library: the user's line that led there is the
        call site, and what that line passed the library is kept for the fix."""
        lib = frameworks.library_call(frame, provenance.relpath)
        if lib is None:
            return
        rec.call_site = lib.user_site
        if rec.location is None or not frameworks.is_library_file(rec.location[0]):
            return  # the user's own function, called back by a library: only the site
        rec.library = lib
        key = (rec.location, rec.name)
        before = self._library_last.get(key)
        self._library_last[key] = lib
        if before is not None and before.entry == lib.entry:
            rec.library_changes = [(k, v, lib.values[k]) for k, v in before.values.items()
                                   if k in lib.values and lib.values[k] != v]

    def _cleared(self, rec: CallRecord, key: tuple, fun: Any) -> None:
        clears, own = compat.cache_clears(), compat.own_cache_clears(fun)
        before = self._clears_at.get(key)
        self._clears_at[key] = (clears, own)
        if before is not None:
            rec.caches_cleared = clears is not None and before[0] is not None \
                and clears > before[0]
            rec.own_cache_cleared = own > before[1]

    @staticmethod
    def _sign(rec: CallRecord, build) -> None:
        try:
            rec.signature = build()
        except Exception as e:  # never break the user's call; the event still counts
            rec.signature_error = f"{type(e).__name__}: {e}"
