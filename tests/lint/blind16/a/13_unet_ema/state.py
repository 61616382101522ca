from typing import Any, NamedTuple, Optional

import jax


class SegState(NamedTuple):
    step: Any
    params: Any
    opt_state: Any
    ema_params: Optional[Any] = None


def maybe_start_ema(state, start_step):
    if state.ema_params is None and int(state.step) >= start_step:
        return state._replace(ema_params=jax.tree_util.tree_map(lambda p: p, state.params))
    return state
