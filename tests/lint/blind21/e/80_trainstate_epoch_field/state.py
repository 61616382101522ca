from typing import Any, Callable

import flax.struct
import optax


@flax.struct.dataclass
class AEState:
    params: Any
    opt_state: Any
    apply_fn: Callable = flax.struct.field(pytree_node=False)
    tx: optax.GradientTransformation = flax.struct.field(pytree_node=False)
    epoch: int = flax.struct.field(pytree_node=False, default=0)

    @classmethod
    def create(cls, apply_fn, params, tx):
        return cls(params=params, opt_state=tx.init(params), apply_fn=apply_fn, tx=tx)

    def apply_gradients(self, grads):
        updates, opt_state = self.tx.update(grads, self.opt_state, self.params)
        return self.replace(params=optax.apply_updates(self.params, updates), opt_state=opt_state)
