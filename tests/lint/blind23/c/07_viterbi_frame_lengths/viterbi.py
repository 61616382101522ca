import numpy as np
import jax
import jax.numpy as jnp

# rate-1/2, K=3 convolutional code (7, 5)
G = np.array([[1, 1, 1], [1, 0, 1]])
N_STATES = 4


def build_trellis():
    nxt = np.zeros((N_STATES, 2), int)
    out = np.zeros((N_STATES, 2, 2))
    for s in range(N_STATES):
        for b in range(2):
            reg = np.array([b, s >> 1, s & 1])
            out[s, b] = (G @ reg) % 2
            nxt[s, b] = (b << 1) | (s >> 1)
    return nxt, out


NEXT, OUT = build_trellis()
PREV = np.zeros((N_STATES, 2), int)
PREV_BIT = np.zeros((N_STATES, 2), int)
cnt = np.zeros(N_STATES, int)
for s in range(N_STATES):
    for b in range(2):
        ns = NEXT[s, b]
        PREV[ns, cnt[ns]] = s
        PREV_BIT[ns, cnt[ns]] = b
        cnt[ns] += 1


def encode(bits):
    state, out = 0, []
    for b in bits:
        out.extend(OUT[state, b])
        state = NEXT[state, b]
    return np.array(out)


@jax.jit
def viterbi_decode(llr):
    llr = llr.reshape(-1, 2)
    sym = 1.0 - 2.0 * jnp.asarray(OUT)  # bit 0 -> +1
    prev = jnp.asarray(PREV)
    prev_bit = jnp.asarray(PREV_BIT)

    def acs(metric, l):
        bm = (sym * l).sum(-1)  # (state, bit)
        cand = metric[prev] + bm[prev, prev_bit]
        choice = jnp.argmax(cand, axis=1)
        return jnp.max(cand, axis=1), choice

    m0 = jnp.full(N_STATES, -1e9).at[0].set(0.0)
    metric, choices = jax.lax.scan(acs, m0, llr)

    def back(state, ch):
        c = ch[state]
        return prev[state, c], prev_bit[state, c]

    _, bits = jax.lax.scan(back, jnp.argmax(metric), choices, reverse=True)
    return bits
