"""What one jitted call is: JAX's own or a user's function, behind what, named how.

JAX's hook sees only the function it was asked to jit. That is the user's function
for a plain ``jax.jit(f)``, but often something else that stands for it:

* one of JAX's own functions (``jnp.sin`` is jitted, ``lax.while_loop`` outside jit
  runs a jitted helper of JAX's), which may run a function of the user's;
* a wrapper of a JAX transformation around the user's function (``checkify``,
  ``pmap``), or of a framework (equinox's ``filter_jit`` jits its ``fun_wrapped``);
* a jit JAX makes only to compile a program of an earlier user call (the backward
  pass of an eager loop or ``pmap``, an eager ``shard_map``'s equation).

:func:`classify` answers, one step per question, what the call is, as a
:class:`JitCall`: whether a user's function compiles under it, which one (its name
and source location, by which the analysis groups compiles into functions), and
whether it compiles for an earlier call instead. It reads frames and functions, never
the user's values; the capture then records the call.

A step that raises is a bug of jaxcheck's, and must neither break the user's program
nor lose the call: :func:`unclassified` keeps the call as a plain jitted call of the
function JAX was given, a user's, so that its compiles are still counted, and the
error is kept to be told.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from .. import jaxcompat as compat
from ..signature import signature as sigmod
from . import frameworks
from .records import error_text

#: what :attr:`JitCall.compiles_for` asks the capture to look up: the user's call whose
#: program this call of JAX's own compiles.
LOOP_BACKWARD = "loop backward"  # the backward pass of a user's loop run outside jit
PMAP_TRANSPOSE = "pmap transpose"  # the backward pass of a user's eager pmap
SHARD_MAP = "shard_map"  # one equation of an eager shard_map's body


@dataclass
class JitCall:
    """One call of a jitted function as JAX's hook gave it, and what it was found to be.

    The first five fields are the hook's; the others are filled in by the steps of
    :func:`classify`, each step leaving what it found.
    """

    fun: Any
    jit_info: Any
    args: tuple
    kwargs: dict
    frame: Any
    #: the name JAX gives the function in ``jit(NAME)``.
    jax_name: str = ""
    #: JAX itself defined the function jitted, and no user's function compiles under it.
    internal: bool = False
    #: pmap's own path (0.4.38, 0.6.2): ``fun`` is a ``PmapCall``, no jitted object.
    pmap_call: bool = False
    #: JAX's API (``lax.while_loop``) that runs a user's function outside jit through
    #: this jitted helper of JAX's, with the user's function and arguments.
    helper: compat.HelperCall | None = None
    #: a jit of JAX's own that takes a function as a static argument (``odeint``).
    takes_function: bool = False
    #: (user's function, args, kwargs, statics) of a ``jax.pmap`` call.
    pmapped: tuple | None = None
    #: (transformation, the user's function) when JAX's wrapper stands around it.
    behind: tuple[str, Any] | None = None
    #: the user's call behind a framework's wrapper (equinox's ``fun_wrapped``).
    user: frameworks.UserCall | None = None
    #: (what to look up, its key) when the call compiles an earlier user call's
    #: program: :data:`LOOP_BACKWARD`, :data:`PMAP_TRANSPOSE` or :data:`SHARD_MAP`.
    compiles_for: tuple[str, Any] | None = None
    #: the function the report names, and where it is defined.
    name: str = ""
    location: tuple[str, int] | None = None
    #: why the classification failed (see :func:`unclassified`), else None.
    error: str | None = None

    @property
    def shown(self) -> Any:
        """The function the call is reported as: the user's, behind whatever stands
        for it."""
        if self.helper is not None:
            return self.helper.fun
        if self.user is not None:
            return self.user.fun
        return self.behind[1] if self.behind else self.fun

    @property
    def own(self) -> bool:
        """One of JAX's own functions that only ever is (no helper that may run a
        user's function, no jit compiling for another call): its next call can be
        known by its identity alone (``provenance.JAX_OWN``)."""
        return (self.internal and self.jax_name not in compat.HELPER_PRIMITIVES
                and not self.takes_function and self.error is None)


def classify(call: JitCall, nested: bool) -> JitCall:
    """Fill in what ``call`` is, step by step (``nested``: a user function's trace is
    under way); returned for chaining. May raise: see :func:`unclassified`."""
    _defined_by_jax(call)
    _runs_user_function(call, nested)
    if call.internal and call.helper is None:
        _behind_wrapper(call)
    if not call.internal:
        # equinox's filter_jit jits one wrapper of its own: the user's function and
        # arguments are read from its frame, or every path would name the wrapper's
        call.user = frameworks.user_call(call.fun, call.frame)
    _named(call)
    return call


def _defined_by_jax(call: JitCall) -> None:
    """Is the function jitted JAX's own (an eager op, a helper, a wrapper)? Decided by
    where its code is; pmap's own path (0.4.38, 0.6.2) hands over a ``PmapCall``."""
    call.pmap_call = type(call.fun) is compat.PmapCall
    call.internal = call.pmap_call or sigmod.is_internal(call.fun)
    call.jax_name = "" if call.pmap_call else compat.jax_name(call.fun)


def _runs_user_function(call: JitCall, nested: bool) -> None:
    """Does JAX's own function run a function of the user's, outside jit? Then that
    function is what compiles, and what the report names.

    ``lax.while_loop``, ``scan``, ``cond`` ... run eagerly as a jitted primitive of
    JAX's holding the user's functions: the API's frame says what was passed. A
    helper primitive without such a frame is the backward pass of an eager loop
    under ``grad``, compiled apart: it compiles for the loop's earlier call. A jit of
    JAX's own that takes a function as a static argument (``odeint``'s
    ``_odeint_wrapper``), called outside jit, compiles the function it is given.
    """
    if not call.internal:
        return
    if call.jax_name in compat.HELPER_PRIMITIVES and sigmod.is_jax_defined(call.fun):
        call.helper = compat.helper_call(call.frame, call.args)
        if call.helper is None:
            label = compat.transform_label(call.frame)
            if label and "backward" in label:
                call.compiles_for = (LOOP_BACKWARD, call.jax_name)
    elif not call.pmap_call and not nested and \
            compat.static_callable(call.jit_info, call.args):
        call.takes_function = True
        call.helper = compat.helper_call(call.frame, call.args)


def _behind_wrapper(call: JitCall) -> None:
    """Is JAX's own function a wrapper around the user's, or a jit made to compile an
    earlier user call's program?

    ``jax.jit(checkify.checkify(step))`` and ``jax.pmap(step)`` (a jit of JAX's own
    wrapper on 0.10) jit a function JAX defines, but what compiles is the user's
    ``step``: the call is the user's, named ``checkify(step)``, ``pmap(step)``. JAX's
    own ``backward_pass`` pmapped (0.4.38, 0.6.2, under an eager grad) compiles the
    transpose of the user's pmap; an eager ``shard_map`` jits each equation of its
    body, a user's jitted call among them: both compile for that earlier call.
    """
    call.pmapped = compat.pmap_call(call.fun, call.args, call.frame)
    if call.pmapped is not None and sigmod.is_internal(call.pmapped[0]):
        call.compiles_for = (PMAP_TRANSPOSE, getattr(call.fun, "name", "") or "")
        call.pmapped = None
    if call.pmapped is not None:
        call.behind = ("pmap", call.pmapped[0])
    elif not call.pmap_call:
        call.behind = sigmod.behind_transform(call.fun)
    call.internal = call.behind is None
    if call.internal and type(call.fun).__name__ == "HashablePartial":
        found = compat.eager_shard_map_jit(call.fun)
        call.compiles_for = (SHARD_MAP, found) if found is not None else None


def _named(call: JitCall) -> None:
    """What the report calls it, and where it is defined: the function shown (the
    user's, behind any helper, wrapper or transformation), the transformation named
    around it (``checkify(step)``)."""
    shown = call.shown
    call.location = sigmod.fun_location(shown)
    call.name = sigmod.fun_name(shown)
    if call.behind:
        call.name = f"{call.behind[0]}({call.name})"


def known_own(call: JitCall, known: tuple) -> JitCall:
    """``call`` is of a function of JAX's own seen before (``provenance.JAX_OWN``'s
    entry ``known``): what it is, without reading it again."""
    call.internal = True
    call.jax_name, call.location, call.name = known[1:]
    return call


def unclassified(call: JitCall, error: BaseException) -> JitCall:
    """``call`` after a step of :func:`classify` raised ``error``: a plain jitted call
    of the function JAX was given, counted as a user's.

    A call not known to be JAX's own is taken for the user's: were it JAX's, its
    compiles show as a user function's (a report that says more than it should, and
    says why); were it the user's and dropped or taken for JAX's, its compiles would
    go uncounted, and a run that compiled again would pass. What the failed step was
    seeing through (a helper, a wrapper, a transformation) is left out, and with it
    any earlier call it would have compiled for; the name and location are read as
    they can be.
    """
    call.error = error_text(error)
    call.internal = call.takes_function = False
    call.helper = call.pmapped = call.behind = call.user = call.compiles_for = None
    if not call.jax_name and not call.pmap_call:
        # the name JAX compiles it under: the compile is charged to this call by it
        try:
            call.jax_name = compat.jax_name(call.fun)
        except Exception:
            call.jax_name = ""
    try:
        call.location = sigmod.fun_location(call.fun)
    except Exception:
        call.location = None
    try:
        call.name = sigmod.fun_name(call.fun)
    except Exception:
        call.name = call.jax_name or "<unknown function>"
    return call
