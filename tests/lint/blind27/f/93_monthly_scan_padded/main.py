import jax
import jax.numpy as jnp

from calendar_data import monthly_feed


@jax.jit
def rom_month(opening_t, mined, milled, active):
    def day(stock, flows):
        m, c, a = flows
        new = jnp.clip(stock + m - c, 0.0, 400000.0)
        stock = jnp.where(a, new, stock)
        return stock, stock
    closing, levels = jax.lax.scan(day, opening_t, (mined, milled, active))
    return closing, levels.max()


def main():
    stock = jnp.float32(120000.0)
    for name, mined, milled, active in monthly_feed():
        stock, peak = rom_month(stock, mined, milled, active)
        print(f"{name}: {int(active.sum())} days, closing ROM {float(stock) / 1e3:.0f} kt, peak {float(peak) / 1e3:.0f} kt")


if __name__ == "__main__":
    main()
