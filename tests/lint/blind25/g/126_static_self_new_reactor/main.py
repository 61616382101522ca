import jax.numpy as jnp

from reactor import ChemostatModel


def productivity(dilution):
    model = ChemostatModel()
    x, s = model.steady_run(jnp.float32(0.5), jnp.float32(20.0), jnp.float32(dilution))
    return float(x) * dilution


def main():
    rates = [0.1, 0.2, 0.3, 0.4, 0.5]
    for d in rates:
        print(f"D={d:.1f} 1/h -> biomass productivity {productivity(d):.2f} g/L/h")


if __name__ == "__main__":
    main()
