import jax.numpy as jnp

from reactor import TurbidostatModel

MODEL = TurbidostatModel()


def productivity(dilution, model=MODEL):
    x, s = model.run(jnp.float32(0.5), jnp.float32(30.0), jnp.float32(dilution))
    return float(x) * dilution


def main():
    for d in [0.05, 0.1, 0.2, 0.3, 0.4]:
        print(f"D={d:.2f} 1/h -> yeast productivity {productivity(d):.2f} g/L/h")


if __name__ == "__main__":
    main()
