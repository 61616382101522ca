import jax.numpy as jnp

from models import SEIRModel


def main():
    model = SEIRModel()
    y0 = jnp.array([9990.0, 0.0, 10.0, 0.0])
    for beta in [0.3, 0.4, 0.5, 0.6]:
        ys = model.simulate(y0, jnp.array([beta, 0.2, 0.1]))
        print(f"beta={beta}: peak infected {float(ys[:, 2].max()):.1f} on step {int(ys[:, 2].argmax())}")


if __name__ == "__main__":
    main()
