import jax
import jax.numpy as jnp

from circuit import ansatz


class FidelityMonitor:
    def __init__(self, target, n_qubits, every=2):
        self.target = target
        self.n = n_qubits
        self.every = every
        self.log = []
        self._fidelity = jax.jit(self.fidelity)

    def fidelity(self, params):
        return jnp.abs(jnp.vdot(self.target, ansatz(params, self.n))) ** 2

    def __call__(self, step, params):
        if step % self.every:
            return
        fid = self._fidelity(params)
        self.log.append(float(fid))
        print(f"[monitor] step {step} fidelity {float(fid):.4f}")
