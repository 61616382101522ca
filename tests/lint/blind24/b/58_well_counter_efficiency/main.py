import jax
import jax.numpy as jnp
import numpy as np

from model import net, step, tx


def well_data(seed=0):
    rng = np.random.default_rng(seed)
    e = rng.uniform(0.03, 2.0, 128)        # MeV
    fill = rng.uniform(0.5, 4.0, 128)      # mL sample volume
    eff = 0.8 * np.exp(-1.2 * e) * (1 - 0.05 * fill)
    return jnp.asarray(np.stack([e, fill], 1).astype(np.float32)), jnp.asarray(eff.astype(np.float32))


def main():
    x, y = well_data()
    params = net.init(jax.random.PRNGKey(0), x[:1])
    opt_state = tx.init(params)
    for epoch in range(6):
        # halve the step size every two epochs
        opt_state.hyperparams["learning_rate"] = jnp.asarray(1e-2 * 0.5 ** (epoch // 2), dtype=jnp.float32)
        for _ in range(20):
            params, opt_state, loss = step(params, opt_state, x, y)
        print(epoch, float(loss))


if __name__ == "__main__":
    main()
