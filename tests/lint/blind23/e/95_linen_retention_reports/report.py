from model import renewal_probability


def expected_renewals(params, book):
    return float(renewal_probability(params, book).sum())


def calibrated_renewals(params, book, temperature):
    return float(renewal_probability(params, book, temperature=temperature).sum())
