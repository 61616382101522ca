import jax
import jax.numpy as jnp


class LiverPBPK:
    def __init__(self, q_h=90.0, v_liver=1.8, v_plasma=3.0, fu=0.1):
        self.q_h = q_h
        self.v_liver = v_liver
        self.v_plasma = v_plasma
        self.fu = fu
        self.stepper = jax.jit(self.advance_blocks)

    def advance_blocks(self, state, clint, dt):
        def deriv(s):
            cp, cl = s
            dcp = self.q_h * (cl - cp) / self.v_plasma
            dcl = (self.q_h * (cp - cl) - self.fu * clint * cl) / self.v_liver
            return jnp.stack([dcp, dcl])

        def body(s, _):
            return s + dt * deriv(s), s[0]
        return jax.lax.scan(body, state, None, length=200)
