import jax
import jax.numpy as jnp


def pharmacy_orders():
    yield {"patient": "P01", "weight": 70.0, "loading": True, "source": "ui"}
    yield {"patient": "P02", "weight": 82.0, "loading": 0, "source": "ehr"}
    yield {"patient": "P03", "weight": 55.0, "loading": False, "source": "ui"}
    yield {"patient": "P04", "weight": 95.0, "loading": 1, "source": "ehr"}
    yield {"patient": "P05", "weight": 64.0, "loading": True, "source": "ui"}


T = jnp.arange(0.0, 73.0, 1.0)


@jax.jit
def vancomycin_course(weight, loading):
    v = 0.7 * weight
    k = 0.08
    maint = 15.0 * weight
    first = jnp.where(loading, 25.0 * weight, maint)
    doses = jnp.concatenate([first[None], jnp.full(5, maint)])
    times = jnp.arange(6) * 12.0
    c = jnp.sum(jnp.where(T[:, None] >= times, doses / v * jnp.exp(-k * (T[:, None] - times)), 0.0), axis=1)
    return c


def main():
    for order in pharmacy_orders():
        c = vancomycin_course(jnp.float32(order["weight"]), order["loading"])
        print(f"{order['patient']}: trough before dose 2 {float(c[11]):.1f}, peak {float(c.max()):.1f} mg/L")


if __name__ == "__main__":
    main()
