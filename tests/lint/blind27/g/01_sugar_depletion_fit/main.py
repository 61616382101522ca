import jax.numpy as jnp

from data import synth_fermentations, TankLoader
from model import init_params, optimizer, fit_step


def main():
    t, sugar, s0 = synth_fermentations(n_tanks=45, n_days=29)
    loader = TankLoader(sugar, s0, batch_size=16)
    params = init_params()
    opt_state = optimizer.init(params)
    t = jnp.asarray(t)
    for epoch in range(4):
        total = 0.0
        for sugar_b, s0_b in loader:
            params, opt_state, loss = fit_step(params, opt_state, t, sugar_b, s0_b)
            total += float(loss)
        print(f"epoch {epoch} loss {total:.2f}")
    print("mu", float(jnp.exp(params["log_mu"])), "t_half", float(params["t_half"]))


if __name__ == "__main__":
    main()
