import jax
import jax.numpy as jnp


def evm_and_ber(eq_syms, tx_syms):
    err = eq_syms - tx_syms
    evm = jnp.sqrt(jnp.mean(jnp.abs(err) ** 2) / jnp.mean(jnp.abs(tx_syms) ** 2))
    bit_err = (jnp.sign(eq_syms.real) != jnp.sign(tx_syms.real)).mean() + \
              (jnp.sign(eq_syms.imag) != jnp.sign(tx_syms.imag)).mean()
    return evm, bit_err / 2


def evaluate(eq_syms, tx_syms):
    scorer = jax.jit(evm_and_ber)
    evm, ber = scorer(eq_syms, tx_syms)
    return {"evm_pct": 100 * float(evm), "ber": float(ber)}
