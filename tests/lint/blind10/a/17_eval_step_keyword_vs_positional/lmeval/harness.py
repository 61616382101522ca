import math

from .metrics import eval_step


def _perplexity(params, batches, call):
    tot, cnt = 0.0, 0.0
    for tokens, mask in batches:
        s, n = call(params, tokens, mask)
        tot += float(s)
        cnt += float(n)
    return math.exp(tot / cnt)


def run_validation(params, batches):
    return _perplexity(params, batches, lambda p, t, m: eval_step(p, t, m))


def run_test_suite(params, suites):
    results = {}
    for name, batches in suites.items():
        tot, cnt = 0.0, 0.0
        for tokens, mask in batches:
            s, n = eval_step(params, tokens=tokens, mask=mask)
            tot += float(s)
            cnt += float(n)
        results[name] = math.exp(tot / cnt)
    return results
