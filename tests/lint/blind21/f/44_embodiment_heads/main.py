from functools import partial

import jax
import jax.numpy as jnp
import optax
from flax import linen as nn

from embodiments import EMBODIMENTS, embodiment_batches


class CrossEmbodimentPolicy(nn.Module):
    @nn.compact
    def __call__(self, obs, embodiment):
        h = nn.relu(nn.Dense(128, name="trunk")(obs))
        heads = {name: nn.Dense(spec["action"], name=f"head_{name}") for name, spec in EMBODIMENTS.items()}
        return heads[embodiment](h)


policy = CrossEmbodimentPolicy()
tx = optax.adam(1e-3)


@partial(jax.jit, static_argnames="embodiment")
def train_step(params, opt_state, obs, act, embodiment):
    def loss_fn(p):
        return jnp.mean((policy.apply(p, obs, embodiment) - act) ** 2)

    loss, grads = jax.value_and_grad(loss_fn)(params)
    updates, opt_state = tx.update(grads, opt_state, params)
    return optax.apply_updates(params, updates), opt_state, loss


def init_params(key):
    params = {}
    for name, spec in EMBODIMENTS.items():
        p = policy.init(key, jnp.zeros((1, spec["proprio"])), name)["params"]
        params.update(p)
    return {"params": params}


def main():
    params = init_params(jax.random.PRNGKey(0))
    opt_state = tx.init(params)
    for step, (name, obs, act) in enumerate(embodiment_batches(8)):
        params, opt_state, loss = train_step(params, opt_state, obs, act, embodiment=name)
        print(step, name, float(loss))


if __name__ == "__main__":
    main()
