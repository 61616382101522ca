import jax
import jax.numpy as jnp
import numpy as np
import optax

opt = optax.adam(0.02)


@jax.jit
def archie_fit_step(params, opt_state, rt, phi, rw):
    def loss(p):
        # Archie: Sw = (a * Rw / (phi^m * Rt))^(1/n); fit a, m against core Sw=1 samples
        pred_rt = p["a"] * rw / phi ** p["m"]
        return jnp.mean((jnp.log(pred_rt) - jnp.log(rt)) ** 2)
    l, g = jax.value_and_grad(loss)(params)
    u, opt_state = opt.update(g, opt_state)
    return optax.apply_updates(params, u), opt_state, l


def main():
    rng = np.random.default_rng(180)
    phi = rng.uniform(0.05, 0.3, size=200).astype(np.float32)
    rw = np.full(200, 0.05, np.float32)
    rt = (0.8 * rw / phi ** 2.1 * np.exp(0.05 * rng.normal(size=200))).astype(np.float32)
    params = {"a": jnp.asarray(1.0), "m": jnp.asarray(2.0)}
    opt_state = opt.init(params)
    for it in range(50):
        params, opt_state, l = archie_fit_step(params, opt_state, rt, phi, rw)
    print(f"a={float(params['a']):.3f} m={float(params['m']):.3f} loss {float(l):.5f}")


if __name__ == "__main__":
    main()
