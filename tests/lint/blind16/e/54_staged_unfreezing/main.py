import functools
from typing import NamedTuple

import jax
import jax.numpy as jnp
import numpy as np
import optax


class FreezeSpec(NamedTuple):
    frozen: tuple = ()

    def is_frozen(self, name):
        return name in self.frozen


def spec_for_epoch(epoch, unfreeze_at=2):
    if epoch < unfreeze_at:
        return FreezeSpec(frozen=("backbone",))
    return FreezeSpec()


def zero_frozen(grads, spec):
    return {name: (jax.tree.map(jnp.zeros_like, g) if spec.is_frozen(name) else g)
            for name, g in grads.items()}


tx = optax.adam(1e-2)


def forward(params, x):
    h = jax.nn.relu(x @ params["backbone"]["w"] + params["backbone"]["b"])
    return h @ params["head"]["w"]


@functools.partial(jax.jit, static_argnames=("spec",))
def finetune_step(params, opt_state, x, y, spec):
    loss, grads = jax.value_and_grad(lambda p: jnp.mean((forward(p, x) - y) ** 2))(params)
    grads = zero_frozen(grads, spec)
    updates, opt_state = tx.update(grads, opt_state)
    return optax.apply_updates(params, updates), opt_state, loss


def main():
    rng = np.random.default_rng(0)
    x = rng.normal(size=(32, 6)).astype(np.float32)
    y = rng.normal(size=(32, 2)).astype(np.float32)
    params = {
        "backbone": {"w": jnp.asarray(rng.normal(size=(6, 16)) * 0.3, jnp.float32), "b": jnp.zeros(16)},
        "head": {"w": jnp.zeros((16, 2))},
    }
    opt_state = tx.init(params)
    for epoch in range(4):
        for _ in range(3):
            params, opt_state, loss = finetune_step(params, opt_state, x, y, spec=spec_for_epoch(epoch))
        print(f"epoch {epoch}: loss {float(loss):.4f}")


if __name__ == "__main__":
    main()
