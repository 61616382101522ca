import jax.numpy as jnp

from ode import simulate_wbal

# interval sessions on the ergometer: (duration s, amplitude W, frequency Hz)
sessions = [(600.0, 80.0, 1 / 60), (900.0, 120.0, 1 / 90), (1200.0, 60.0, 1 / 120), (750.0, 100.0, 1 / 45)]
for dur, amp, freq in sessions:
    w_end = simulate_wbal(jnp.array(20000.0), (280.0, 20000.0, amp, freq), dur, max_steps=int(dur) + 16)
    print(f"{dur:.0f} s session: W' balance at end {float(w_end):.0f} J")
