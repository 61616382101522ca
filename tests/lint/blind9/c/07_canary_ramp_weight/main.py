import jax
import jax.numpy as jnp
import numpy as np

from rollout import RampSchedule

DIM, N_ITEMS = 16, 64


def mlp_scores(params, users, items):
    h = jnp.tanh(users @ params["w1"])
    return h @ params["w2"] @ items.T


@jax.jit
def blended_scores(old_params, new_params, users, items, new_weight):
    old = mlp_scores(old_params, users, items)
    new = mlp_scores(new_params, users, items)
    return (1.0 - new_weight) * old + new_weight * new


def init(key):
    k1, k2 = jax.random.split(key)
    return {"w1": jax.random.normal(k1, (DIM, DIM)) * 0.3,
            "w2": jax.random.normal(k2, (DIM, DIM)) * 0.3}


def main():
    incumbent = init(jax.random.PRNGKey(0))
    candidate = init(jax.random.PRNGKey(1))
    items = jnp.asarray(np.random.default_rng(0).normal(size=(N_ITEMS, DIM)), dtype=jnp.float32)
    ramp = RampSchedule(ramp_steps=4)
    rng = np.random.default_rng(1)
    for step in range(8):
        users = jnp.asarray(rng.normal(size=(4, DIM)), dtype=jnp.float32)
        w = ramp.weight(step)
        scores = blended_scores(incumbent, candidate, users, items, w)
        top = np.asarray(jnp.argmax(scores, axis=1))
        print(f"step {step} weight {w} top {top}")


if __name__ == "__main__":
    main()
