def parse_dci_1_1(word):
    # bit 0: NDI, bits 1-4: MCS index, bits 5-6: redundancy version
    return {"ndi": word & 1, "mcs": (word >> 1) & 0xF, "rv": (word >> 5) & 0x3}


def toggled(prev_ndi, ndi):
    return prev_ndi is None or ndi != prev_ndi
