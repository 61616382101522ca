import jax
import jax.numpy as jnp

from calendar_data import monthly_feed


@jax.jit
def rom_pad_balance(opening_t, mined, milled):
    def day(stock, flows):
        m, c = flows
        stock = jnp.clip(stock + m - c, 0.0, 400000.0)
        return stock, stock
    closing, levels = jax.lax.scan(day, opening_t, (mined, milled))
    return closing, levels.max()


def main():
    stock = jnp.float32(120000.0)
    for name, mined, milled in monthly_feed():
        stock, peak = rom_pad_balance(stock, mined, milled)
        print(f"{name}: closing ROM {float(stock) / 1e3:.0f} kt, peak {float(peak) / 1e3:.0f} kt")


if __name__ == "__main__":
    main()
