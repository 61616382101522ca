import jax.numpy as jnp

from data import simulate_runs, batches
from train import opt, attenuation_step


def main():
    runs = simulate_runs()
    params = {"kernel": jnp.ones(5) / 5, "a": jnp.float32(1.0), "b": jnp.float32(0.0)}
    opt_state = opt.init(params)
    for epoch in range(3):
        for traces, mask, target in batches(runs):
            params, opt_state, loss = attenuation_step(params, opt_state, traces, mask, target)
        print(epoch, float(loss))


if __name__ == "__main__":
    main()
