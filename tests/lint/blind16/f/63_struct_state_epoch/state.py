from typing import Any, Callable

import optax
from flax import struct


@struct.dataclass
class State:
    params: Any
    opt_state: Any
    apply_fn: Callable = struct.field(pytree_node=False)
    tx: optax.GradientTransformation = struct.field(pytree_node=False)
    epoch: int = struct.field(pytree_node=False, default=0)

    @classmethod
    def create(cls, apply_fn, params, tx):
        return cls(params=params, opt_state=tx.init(params), apply_fn=apply_fn, tx=tx)

    def next_epoch(self):
        return self.replace(epoch=self.epoch + 1)
