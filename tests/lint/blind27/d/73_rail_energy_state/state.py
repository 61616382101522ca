from typing import Any, Callable

import optax
from flax import struct


@struct.dataclass
class EnergyState:
    params: Any
    opt_state: Any
    step: int = struct.field(pytree_node=False)
    tx: Callable = struct.field(pytree_node=False)

    @classmethod
    def create(cls, params, tx):
        return cls(params=params, opt_state=tx.init(params), step=0, tx=tx)

    def apply_gradients(self, grads):
        updates, opt_state = self.tx.update(grads, self.opt_state, self.params)
        return self.replace(params=optax.apply_updates(self.params, updates), opt_state=opt_state, step=self.step + 1)
