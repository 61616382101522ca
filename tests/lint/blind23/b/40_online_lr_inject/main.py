import jax
import jax.numpy as jnp
import numpy as np
import optax


def site_amplification(params, freqs):
    f0, q, a = params["f0"], params["q"], params["a"]
    return a / jnp.sqrt((1 - (freqs / f0) ** 2) ** 2 + (freqs / (q * f0)) ** 2)


optimizer = optax.inject_hyperparams(optax.adam)(learning_rate=0.05)


@jax.jit
def hvsr_update(params, opt_state, freqs, hv):
    def loss(p):
        return jnp.mean((jnp.log(site_amplification(p, freqs)) - jnp.log(hv)) ** 2)

    l, g = jax.value_and_grad(loss)(params)
    updates, opt_state = optimizer.update(g, opt_state, params)
    return optax.apply_updates(params, updates), opt_state, l


def daily_hvsr(rng, freqs, f0=2.5):
    clean = 4.0 / np.sqrt((1 - (freqs / f0) ** 2) ** 2 + (freqs / (5 * f0)) ** 2)
    return jnp.asarray(clean * np.exp(0.05 * rng.standard_normal(freqs.shape)), jnp.float32)


def main():
    rng = np.random.default_rng(2)
    freqs = np.logspace(-0.5, 1.2, 64).astype(np.float32)
    params = {"f0": jnp.float32(2.0), "q": jnp.float32(3.0), "a": jnp.float32(2.0)}
    opt_state = optimizer.init(params)
    for day in range(6):
        hv = daily_hvsr(rng, freqs)
        opt_state.hyperparams["learning_rate"] = 0.05 / (1 + day)
        for _ in range(20):
            params, opt_state, l = hvsr_update(params, opt_state, jnp.asarray(freqs), hv)
        print(day, float(l), float(params["f0"]))


if __name__ == "__main__":
    main()
