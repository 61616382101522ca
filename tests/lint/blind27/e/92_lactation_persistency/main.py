import jax
import jax.numpy as jnp

from records import load_lactations


@jax.jit
def peak_and_persistency(parity, milk):
    peak_day = jnp.argmax(milk)
    peak = milk[peak_day]
    later = milk[200:300].mean()
    expected_drop = 0.1 + 0.05 * jnp.minimum(parity, 3)
    return peak, later / peak, later / peak > 1 - expected_drop - 0.3


for parity, milk in load_lactations():
    peak, persist, ok = peak_and_persistency(parity, milk)
    print(f"parity {parity}: peak {float(peak):.1f} kg, persistency {float(persist):.2f}, ok={bool(ok)}")
