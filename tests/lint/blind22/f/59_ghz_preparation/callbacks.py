import jax
import jax.numpy as jnp

from circuit import ansatz


class FidelityMonitor:
    def __init__(self, target, n_qubits, every=2):
        self.target = target
        self.n = n_qubits
        self.every = every
        self.log = []

    def __call__(self, step, params):
        if step % self.every:
            return
        fid = jax.jit(lambda p: jnp.abs(jnp.vdot(self.target, ansatz(p, self.n))) ** 2)(params)
        self.log.append(float(fid))
        print(f"[monitor] step {step} fidelity {float(fid):.4f}")
