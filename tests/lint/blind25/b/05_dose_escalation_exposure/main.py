import jax
import jax.numpy as jnp

DOSE_LEVELS_MG = [25, 50, 100, 150.0, 200, 300.0]


@jax.jit
def predicted_exposure(dose, cl_pop, wt):
    cl = cl_pop * (wt / 70.0) ** 0.75
    return dose / cl


@jax.jit
def prob_toxicity(auc, auc50, slope):
    return jax.nn.sigmoid(slope * (jnp.log(auc) - jnp.log(auc50)))


def main():
    wt = jnp.linspace(45.0, 110.0, 64)
    cl_pop = jnp.float32(6.0)
    auc50 = jnp.float32(40.0)
    slope = jnp.float32(2.5)
    for dose in DOSE_LEVELS_MG:
        auc = predicted_exposure(dose, cl_pop, wt)
        p = prob_toxicity(auc, auc50, slope)
        print(f"dose {dose:>6} mg  mean P(DLT) = {float(p.mean()):.3f}")


if __name__ == "__main__":
    main()
