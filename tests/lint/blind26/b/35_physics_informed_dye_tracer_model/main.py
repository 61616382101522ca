import equinox as eqx
import jax
import numpy as np
import optax

from pinn import tracer_pinn_step


def dye_release_obs(rng, n=200):
    x = rng.uniform(0, 10, n)
    t = rng.uniform(0, 20, n)
    c = np.exp(-((x - 2 - 0.3 * t) ** 2) / (0.5 + 0.04 * t))
    return np.stack([x, t], 1).astype(np.float32), c.astype(np.float32)


def main():
    rng = np.random.default_rng(0)
    obs_xt, obs_c = dye_release_obs(rng)
    colloc = np.stack([rng.uniform(0, 10, 256), rng.uniform(0, 20, 256)], 1).astype(np.float32)
    model = eqx.nn.MLP(2, 1, 32, 3, activation=jax.nn.tanh, key=jax.random.PRNGKey(0))
    optim = optax.adam(2e-3)
    opt_state = optim.init(eqx.filter(model, eqx.is_array))
    for epoch in range(4):
        physics_weight = 0.1 * (epoch + 1)
        for _ in range(25):
            model, opt_state, loss = tracer_pinn_step(model, opt_state, optim, obs_xt, obs_c, colloc, physics_weight)
        print(f"epoch {epoch}: physics weight {physics_weight:.1f}, loss {float(loss):.4f}")


if __name__ == "__main__":
    main()
