import jax
import jax.numpy as jnp
import numpy as np

from heads import RuleHead
from service import RuleMatcher

N_FEAT = 14
NEW_RULES = ["rdp_spray", "kerberoast", "beacon_jitter"]


def main():
    rng = np.random.default_rng(0)
    params = RuleHead(n_rules=1).init(jax.random.PRNGKey(0), jnp.zeros((1, N_FEAT)))
    matcher = RuleMatcher(params)
    for req in range(5):
        if req in (1, 3):
            matcher.add_rule(NEW_RULES.pop(0))
        events = rng.normal(size=(16, N_FEAT)).astype(np.float32)
        print(req, len(matcher.handle(events)))


if __name__ == "__main__":
    main()
