import functools

import jax
import jax.numpy as jnp

from heads import RuleHead, MAX_RULES


@functools.partial(jax.jit, static_argnums=(0,))
def match_rules(head, params, events):
    return jax.nn.sigmoid(head.apply(params, events))


class RuleMatcher:
    def __init__(self, params):
        self.params = params
        self.rules = ["ssh_bruteforce", "smb_enum", "dns_tunnel"]

    def add_rule(self, name):
        self.rules.append(name)

    def handle(self, events):
        head = RuleHead(n_rules=MAX_RULES)
        probs = match_rules(head, self.params, events)
        return {r: float(probs[:, i].max()) for i, r in enumerate(self.rules)}
