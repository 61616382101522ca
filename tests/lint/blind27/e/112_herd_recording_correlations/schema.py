from typing import NamedTuple


class Schema(NamedTuple):
    columns: tuple
    target: str


def schema_from_header(header_line):
    names = tuple(c.strip() for c in header_line.split(","))
    return Schema(columns=names[:-1], target=names[-1])
