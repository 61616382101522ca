import numpy as np
import jax
import jax.numpy as jnp
import optax


def simulate_cohort(n_patients, n_times, seed=0):
    rng = np.random.default_rng(seed)
    t = np.linspace(0.25, 24.0, n_times)
    cl = rng.lognormal(np.log(5.0), 0.3, n_patients)
    v = rng.lognormal(np.log(40.0), 0.2, n_patients)
    ka = rng.lognormal(np.log(1.2), 0.25, n_patients)
    dose = 100.0
    k = cl / v
    conc = (dose * ka / (v * (ka - k)))[:, None] * (np.exp(-k[:, None] * t) - np.exp(-ka[:, None] * t))
    conc = conc * rng.lognormal(0.0, 0.1, conc.shape)
    return t.astype(np.float32), conc.astype(np.float32)


def predict(params, t):
    cl, v, ka = jnp.exp(params["log_cl"]), jnp.exp(params["log_v"]), jnp.exp(params["log_ka"])
    k = cl / v
    return 100.0 * ka / (v * (ka - k)) * (jnp.exp(-k * t) - jnp.exp(-ka * t))


opt = optax.adam(0.05)


@jax.jit
def fit_step(params, opt_state, t, conc):
    def loss_fn(p):
        pred = predict(p, t)
        return jnp.mean((jnp.log(pred + 1e-3) - jnp.log(conc + 1e-3)) ** 2)
    loss, grads = jax.value_and_grad(loss_fn)(params)
    updates, opt_state = opt.update(grads, opt_state, params)
    return optax.apply_updates(params, updates), opt_state, loss


def main():
    t, conc = simulate_cohort(70, 12)
    params = {k: jnp.log(jnp.float32(v)) for k, v in [("log_cl", 3.0), ("log_v", 30.0), ("log_ka", 1.0)]}
    opt_state = opt.init(params)
    batch_size = 16
    for epoch in range(5):
        for start in range(0, conc.shape[0], batch_size):
            batch = conc[start:start + batch_size]
            params, opt_state, loss = fit_step(params, opt_state, t, batch)
        print(f"epoch {epoch} loss {float(loss):.4f}")
    print({k: float(jnp.exp(v)) for k, v in params.items()})


if __name__ == "__main__":
    main()
