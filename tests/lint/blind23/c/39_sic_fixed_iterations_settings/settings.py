RECEIVER = {
    "n_rx": 8,
    "n_tx": 4,
    "sic_passes": 4,
}


def receiver_option(name):
    return RECEIVER[name]
