import jax
import jax.numpy as jnp
import numpy as np
import optax


def attenuation_curve(params, dist):
    return params["a"] - params["n"] * jnp.log10(dist) - params["k"] * dist


optimizer = optax.inject_hyperparams(optax.adam)(learning_rate=1e-3)


@jax.jit
def attenuation_fit_step(params, opt_state, dist, logamp):
    def loss(p):
        return jnp.mean((attenuation_curve(p, dist) - logamp) ** 2)

    l, g = jax.value_and_grad(loss)(params)
    updates, opt_state = optimizer.update(g, opt_state)
    return optax.apply_updates(params, updates), opt_state, l


def run(lr, dist, logamp, steps=50):
    params = {"a": jnp.float32(0.0), "n": jnp.float32(1.0), "k": jnp.float32(0.0)}
    opt_state = optimizer.init(params)
    opt_state.hyperparams["learning_rate"] = jnp.asarray(lr, jnp.float32)
    for _ in range(steps):
        params, opt_state, l = attenuation_fit_step(params, opt_state, dist, logamp)
    return float(l)


def main():
    rng = np.random.default_rng(8)
    dist = jnp.asarray(rng.uniform(10, 300, 200), jnp.float32)
    logamp = 3.0 - 1.1 * jnp.log10(dist) - 0.002 * dist + 0.05 * jnp.asarray(rng.standard_normal(200), jnp.float32)
    for lr in (1e-3, 3e-3, 1e-2, 3e-2):
        print(lr, run(lr, dist, logamp))


if __name__ == "__main__":
    main()
