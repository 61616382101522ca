import numpy as np
import jax
import jax.numpy as jnp


def weibull_nll(params, t, event):
    log_k, log_lam = params[0], params[1]
    k, lam = jnp.exp(log_k), jnp.exp(log_lam)
    z = t / lam
    return -jnp.mean(event * (jnp.log(k / lam) + (k - 1) * jnp.log(z)) - z ** k)


def main():
    rng = np.random.default_rng(431)
    t = jnp.asarray(rng.weibull(1.4, 800) * 6.0, jnp.float32)
    event = jnp.asarray(rng.uniform(size=800) < 0.8, jnp.float32)
    params = jnp.array([0.0, 1.0], jnp.float32)
    for it in range(8):
        g = jax.jit(jax.grad(weibull_nll))(params, t, event)
        params = params - 0.3 * g
    print("shape", float(jnp.exp(params[0])), "scale", float(jnp.exp(params[1])))


if __name__ == "__main__":
    main()
