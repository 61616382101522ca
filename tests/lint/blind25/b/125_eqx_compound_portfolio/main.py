import equinox as eqx
import jax.numpy as jnp

from models import load_models

T = jnp.linspace(0.0, 24.0, 97)


@eqx.filter_jit
def exposure_metrics(model, dose):
    c = model(T, dose)
    return c.max(), jnp.trapezoid(c, T)


def main():
    dose = jnp.float32(100.0)
    for compound, model in load_models().items():
        cmax, auc = exposure_metrics(model, dose)
        print(f"{compound}: Cmax {float(cmax):.2f} mg/L, AUC0-24 {float(auc):.1f} mg*h/L")


if __name__ == "__main__":
    main()
