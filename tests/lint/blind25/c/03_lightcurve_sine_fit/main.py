import jax.numpy as jnp

from data import simulate_survey
from model import fit_step, optimizer


def fit_curve(lc, n_iter=100):
    params = {"m0": jnp.float32(lc["mag"].mean()), "a": jnp.float32(0.0), "b": jnp.float32(0.0)}
    opt_state = optimizer.init(params)
    for _ in range(n_iter):
        params, opt_state, loss = fit_step(params, opt_state, lc["t"], lc["mag"], lc["err"], lc["period"])
    amp = float(jnp.hypot(params["a"], params["b"]))
    return amp, float(loss)


def main():
    for lc in simulate_survey():
        amp, loss = fit_curve(lc)
        print(f"{lc['id']}: N={len(lc['t'])} amp={amp:.3f} chi2={loss:.1f}")


if __name__ == "__main__":
    main()
