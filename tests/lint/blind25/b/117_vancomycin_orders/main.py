import jax
import jax.numpy as jnp

from orders import pharmacy_orders

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
        c = vancomycin_course(jnp.float32(order["weight"]), bool(order["loading"]))
        print(f"{order['patient']}: trough before dose 2 {float(c[11]):.1f}, peak {float(c.max()):.1f} mg/L")


if __name__ == "__main__":
    main()
