import time


class TransientError(RuntimeError):
    pass


def call_with_retry(fn, *args, attempts=3, backoff=0.001):
    last = None
    for attempt in range(attempts):
        try:
            return fn(*args)
        except TransientError as err:
            last = err
            time.sleep(backoff * (2 ** attempt))
    raise last
