import numpy as np
import jax
import jax.numpy as jnp
import optax

from pkpd import effect_compartment_response, init_params


@jax.jit
def pkpd_loss(params, t, conc, effect):
    pred = effect_compartment_response(params, t, conc)
    return jnp.mean((pred - effect) ** 2)


opt = optax.adam(0.05)


@jax.jit
def fit_step(params, state, t, conc, effect):
    g = jax.grad(lambda p: jnp.mean((effect_compartment_response(p, t, conc) - effect) ** 2))(params)
    upd, state = opt.update(g, state)
    return optax.apply_updates(params, upd), state


def make_data(seed=0):
    rng = np.random.default_rng(seed)
    t = np.linspace(0, 24, 49).astype(np.float32)
    conc = (10 * np.exp(-0.2 * t) - 10 * np.exp(-1.5 * t)).astype(np.float32)
    ce = np.convolve(conc, 0.3 * np.exp(-0.3 * t))[:49] * 0.5
    effect = (70 * ce / (3.0 + ce) + rng.normal(0, 1.5, 49)).astype(np.float32)
    return jnp.asarray(t), jnp.asarray(conc), jnp.asarray(effect)


def main():
    t, conc, effect = make_data()
    params = init_params()
    state = opt.init(params)
    for step in range(60):
        params, state = fit_step(params, state, t, conc, effect)
        if step % 20 == 0:
            print(f"step {step}: loss {float(pkpd_loss(params, t, conc, effect=effect)):.3f}")
    print("final", float(pkpd_loss(params, t, conc, effect)))


if __name__ == "__main__":
    main()
