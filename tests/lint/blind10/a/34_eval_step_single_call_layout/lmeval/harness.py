import math

from .metrics import eval_step


def _accumulate(params, batches):
    tot, cnt = 0.0, 0.0
    for tokens, mask in batches:
        s, n = eval_step(params, tokens, mask)
        tot += float(s)
        cnt += float(n)
    return tot, cnt


def run_validation(params, batches):
    tot, cnt = _accumulate(params, batches)
    return math.exp(tot / cnt)


def run_test_suite(params, suites):
    results = {}
    for name, batches in suites.items():
        tot, cnt = _accumulate(params, batches=batches)
        results[name] = math.exp(tot / cnt)
    return results
