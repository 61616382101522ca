import numpy as np
import jax
import jax.numpy as jnp
import optax

rng = np.random.default_rng(5)
n_zones = 5
hours = 24 * 7
t_out = 5 + 6 * np.sin(np.linspace(0, 14 * np.pi, hours))
heat = rng.uniform(0, 8, size=(n_zones, hours))
true_r = rng.uniform(1.5, 3.0, n_zones)
true_c = rng.uniform(6, 12, n_zones)


def simulate(r, c, t0, t_out, heat):
    def step(t, inp):
        to, q = inp
        t = t + ((to - t) / r + q) / c
        return t, t

    _, ts = jax.lax.scan(step, t0, (t_out, heat))
    return ts


measured = []
for z in range(n_zones):
    ts = simulate(true_r[z], true_c[z], 20.0, jnp.asarray(t_out), jnp.asarray(heat[z]))
    measured.append(np.asarray(ts) + 0.05 * rng.normal(size=hours))

# grey-box RC identification, one zone at a time
fitted = {}
for z in range(n_zones):
    t_meas = jnp.asarray(measured[z], jnp.float32)
    q_z = jnp.asarray(heat[z], jnp.float32)

    @jax.jit
    def rc_fit_step(theta, opt_state):
        def loss(th):
            r, c = jnp.exp(th)
            pred = simulate(r, c, 20.0, jnp.asarray(t_out, jnp.float32), q_z)
            return jnp.mean((pred - t_meas) ** 2)

        l, g = jax.value_and_grad(loss)(theta)
        u, opt_state = opt.update(g, opt_state)
        return optax.apply_updates(theta, u), opt_state, l

    opt = optax.adam(0.05)
    theta = jnp.log(jnp.array([2.0, 9.0]))
    opt_state = opt.init(theta)
    for it in range(40):
        theta, opt_state, l = rc_fit_step(theta, opt_state)
    fitted[z] = np.exp(np.asarray(theta))
    print(z, fitted[z], float(l))
