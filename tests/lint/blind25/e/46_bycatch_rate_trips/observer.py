from estimators import bycatch_rate

def trip_report(counts, hooks):
    return float(bycatch_rate(counts, hooks, zero_inflated=True))
