import jax
import jax.numpy as jnp

from protocols import load_protocols


@jax.jit
def titration_exposure(steps_mg, cl, days_per_step):
    daily_auc = steps_mg / cl
    cumulative = jnp.cumsum(daily_auc * days_per_step)
    return daily_auc, cumulative[-1]


def main():
    cl = jnp.float32(8.0)
    days = jnp.float32(7.0)
    for proto in load_protocols():
        steps = jnp.asarray(proto["titration_mg"])
        auc, total = titration_exposure(steps, cl, days)
        print(f"{proto['id']}: final daily AUC {float(auc[-1]):.2f}, cumulative {float(total):.1f}")


if __name__ == "__main__":
    main()
