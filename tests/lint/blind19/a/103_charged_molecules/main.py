import jax.numpy as jnp

from data import stream
from train import opt, update


def main():
    params = {"a": jnp.float32(0.5), "b": jnp.float32(0.5), "k": jnp.float32(0.5)}
    opt_state = opt.init(params)
    total = 0.0
    for i, item in enumerate(stream(12)):
        params, opt_state, loss = update(params, opt_state, item)
        total += float(loss)
    print({k: round(float(v), 3) for k, v in params.items()}, "mean loss", round(total / 12, 4))


if __name__ == "__main__":
    main()
