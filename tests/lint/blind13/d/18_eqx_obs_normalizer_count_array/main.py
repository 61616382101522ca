"""Dynamics-model pretraining on random-policy transitions with observation normalisation."""
import equinox as eqx
import jax
import jax.numpy as jnp
import numpy as np
import optax

from normalizer import RunningNorm, update_norm

OBS_DIM, ACT_DIM, BATCH = 3, 1, 64


class Dynamics(eqx.Module):
    mlp: eqx.nn.MLP

    def __init__(self, key):
        self.mlp = eqx.nn.MLP(OBS_DIM + ACT_DIM, OBS_DIM, 32, 2, key=key)

    def __call__(self, obs, act):
        return obs + self.mlp(jnp.concatenate([obs, act]))


@eqx.filter_jit
def fit_step(model, opt_state, norm, obs, act, next_obs):
    def loss(m):
        pred = jax.vmap(m)(norm(obs), act)
        return jnp.mean((pred - norm(next_obs)) ** 2)

    l, grads = eqx.filter_value_and_grad(loss)(model)
    updates, opt_state = optim.update(grads, opt_state, model)
    return eqx.apply_updates(model, updates), opt_state, l


optim = optax.adam(1e-3)


def pendulum_batch(rng):
    th, thdot = rng.uniform(-np.pi, np.pi, BATCH), rng.uniform(-1, 1, BATCH)
    u = rng.uniform(-2, 2, BATCH)
    new_thdot = thdot + (3 * 9.8 / 2 * np.sin(th) + 3.0 * u) * 0.05
    new_th = th + new_thdot * 0.05
    obs = np.stack([np.cos(th), np.sin(th), thdot], 1)
    nxt = np.stack([np.cos(new_th), np.sin(new_th), new_thdot], 1)
    return obs.astype(np.float32), u[:, None].astype(np.float32), nxt.astype(np.float32)


def main():
    rng = np.random.default_rng(0)
    model = Dynamics(jax.random.PRNGKey(0))
    opt_state = optim.init(eqx.filter(model, eqx.is_array))
    norm = RunningNorm.create(OBS_DIM)
    for it in range(6):
        obs, act, nxt = (jnp.asarray(a) for a in pendulum_batch(rng))
        norm = update_norm(norm, obs)
        model, opt_state, l = fit_step(model, opt_state, norm, obs, act, nxt)
        print(f"iter {it}: samples seen {int(norm.count)} loss {float(l):.4f}")


if __name__ == "__main__":
    main()
