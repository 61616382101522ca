import jax
import jax.numpy as jnp
import numpy as np
import optax

from data import make_demos, iterate_episodes
from model import Policy

OBS_DIM, ACT_DIM = 10, 4

policy = Policy(act_dim=ACT_DIM)
tx = optax.adam(1e-3)


@jax.jit
def train_step(params, opt_state, obs, act):
    def loss_fn(p):
        pred = policy.apply(p, obs)
        return jnp.mean((pred - act) ** 2)

    loss, grads = jax.value_and_grad(loss_fn)(params)
    updates, opt_state = tx.update(grads, opt_state, params)
    return optax.apply_updates(params, updates), opt_state, loss


def main():
    demos = make_demos(6, OBS_DIM, ACT_DIM)
    params = policy.init(jax.random.PRNGKey(0), jnp.zeros((1, OBS_DIM)))
    opt_state = tx.init(params)
    rng = np.random.default_rng(1)
    for epoch in range(2):
        losses = []
        for obs, act in iterate_episodes(demos, rng):
            params, opt_state, loss = train_step(params, opt_state, obs, act)
            losses.append(float(loss))
        print(f"epoch {epoch} loss {np.mean(losses):.4f}")


if __name__ == "__main__":
    main()
