"""The `--args` spec language: parsing (never evaluating), errors with columns, values."""


import jax
import numpy as np
import pytest

from jaxcheck._src.arguments import spec
from jaxcheck._src.arguments.spec import (
    DTYPES,
    ArraySpec,
    CallSpec,
    ContainerSpec,
    LiteralSpec,
    Materializer,
    ScalarSpec,
    SpecError,
    parse,
)

# --- parsing -----------------------------------------------------------------------


def test_arrays():
    spec = parse("f32[8,128], bf16[4], i32[2, 3]")
    assert spec == CallSpec(
        (ArraySpec("f32", (8, 128)), ArraySpec("bf16", (4,)), ArraySpec("i32", (2, 3))), ()
    )


@pytest.mark.parametrize("dtype", DTYPES)
def test_every_documented_dtype_parses(dtype):
    assert parse(f"{dtype}[2]").args == (ArraySpec(dtype, (2,)),)


def test_documented_dtypes():
    assert set(DTYPES) == {"bool", "i8", "i16", "i32", "i64", "u8", "u16", "u32", "u64",
                           "f16", "bf16", "f32", "f64", "c64", "c128"}


@pytest.mark.parametrize("text", ["i32[]", "i32[ ]", "f32[]"])
def test_zero_d_array(text):
    [arg] = parse(text).args
    assert arg == ArraySpec(text.split("[")[0], ())


def test_zero_size_dimension():
    assert parse("f32[0,3]").args == (ArraySpec("f32", (0, 3)),)


def test_named_dims():
    spec = parse("f32[B,128], {'h': f32[B,H]}, i32[T]")
    assert spec.args[0] == ArraySpec("f32", ("B", 128))
    assert spec.dim_names() == {"B", "H", "T"}


def test_scalars():
    assert parse("float, int, bool, complex").args == (
        ScalarSpec("float"), ScalarSpec("int"), ScalarSpec("bool"), ScalarSpec("complex")
    )


@pytest.mark.parametrize(
    "text, value",
    [
        ("0.1", 0.1),
        ("3", 3),
        ("-1", -1),
        ("-2.5", -2.5),
        ("1e-3", 1e-3),
        ("True", True),
        ("False", False),
        ("None", None),
        ("'relu'", "relu"),
        ('"gelu"', "gelu"),
        ("-1j", -1j),
    ],
)
def test_literals(text, value):
    [arg] = parse(text).args
    assert isinstance(arg, LiteralSpec)
    assert arg.value == value
    assert type(arg.value) is type(value)


def test_tuple_of_literals():
    [arg] = parse("(1, 2)").args
    assert arg == ContainerSpec("tuple", (LiteralSpec(1), LiteralSpec(2)))


def test_strings_are_kept_verbatim():
    # `dtype[]` is rewritten internally; a string that merely looks like it must not be.
    assert parse("'a[]'").args == (LiteralSpec("a[]"),)
    assert parse("act='x[]'").kwargs == (("act", LiteralSpec("x[]")),)


def test_containers():
    spec = parse("{'w': f32[3,3], 'b': f32[3]}, [f32[2], i32[]], (float, 'x'), (f32[1],)")
    assert spec.args == (
        ContainerSpec("dict", (("w", ArraySpec("f32", (3, 3))), ("b", ArraySpec("f32", (3,))))),
        ContainerSpec("list", (ArraySpec("f32", (2,)), ArraySpec("i32", ()))),
        ContainerSpec("tuple", (ScalarSpec("float"), LiteralSpec("x"))),
        ContainerSpec("tuple", (ArraySpec("f32", (1,)),)),
    )


def test_nested_containers():
    [arg] = parse("{'layers': [{'w': f32[2,2]}, {'w': f32[2,2]}]}").args
    assert arg.kind == "dict"
    [(key, layers)] = arg.items
    assert key == "layers" and layers.kind == "list" and len(layers.items) == 2


def test_kwargs():
    spec = parse("f32[8,128], act='relu', lr=float, n=-3")
    assert spec.args == (ArraySpec("f32", (8, 128)),)
    assert spec.kwargs == (
        ("act", LiteralSpec("relu")), ("lr", ScalarSpec("float")), ("n", LiteralSpec(-3))
    )


def test_empty_spec_is_no_arguments():
    assert parse("") == CallSpec((), ())
    assert parse("   ") == CallSpec((), ())


@pytest.mark.parametrize(
    "text",
    [
        "f32[8,128]",
        "i32[]",
        "f32[B,128], float",
        "{'w': f32[128,128], 'b': f32[128]}, f32[8,128], act='relu'",
        "[f32[2], i32[]], (1, 2), (f32[3],), None, -1, 'x', True",
        "int, bool, complex, lr=0.1",
    ],
)
def test_str_round_trip(text):
    spec = parse(text)
    assert str(spec) == text
    assert parse(str(spec)) == spec


@pytest.mark.parametrize("text", ["f32[ 8 , 128 ]", "i32[ ]", "( f32[2] , )", "{ 'a' : 1 }"])
def test_str_normalises_and_reparses(text):
    spec = parse(text)
    assert parse(str(spec)) == spec
    assert " ]" not in str(spec) and "[ " not in str(spec)


# --- errors ------------------------------------------------------------------------


def _column(text: str, needle: str, occurrence: int = 1) -> int:
    """1-based column of the ``occurrence``-th ``needle`` in ``text``."""
    index = -1
    for _ in range(occurrence):
        index = text.index(needle, index + 1)
    return index + 1


@pytest.mark.parametrize(
    "text, needle",
    [
        ("f33[3]", "f33"),  # unknown dtype
        ("f32[3], f33[2]", "f33"),
        ("i32[], f33[2]", "f33"),  # columns survive the `dtype[]` rewrite
        ("{'w': f33[2]}", "f33"),
        ("float32[4]", "float32"),
        ("__import__('os')", "__import__"),  # a call
        ("f32[3], __import__('os').system('true')", "__import__"),
        ("f32[3], open('x')", "open"),
        ("os.path", "os.path"),  # an attribute access
        ("f32[3], x=os.environ", "os.environ"),
        ("**kw", "**"),
        ("f32[3], **kw", "**"),
        ("lambda: 1", "lambda"),
        ("f32[3], fn=lambda x: x", "lambda"),
        ("*xs", "*"),
        ("foo", "foo"),  # an unknown name
        ("[f32[1], 'x', nope]", "nope"),
        ("f32", "f32"),  # a dtype without dimensions
        ("f32[-1]", "-1"),  # a negative dimension
        ("f32[2.5]", "2.5"),
        ("f32[3] + 1", "f32"),
        ("[x for x in y]", "["),
    ],
)
def test_bad_input_names_its_column(text, needle):
    with pytest.raises(SpecError) as info:
        parse(text)
    assert info.value.column == _column(text, needle)
    assert f"column {info.value.column}" in str(info.value)


def test_unknown_dtype_message_lists_dtypes():
    with pytest.raises(SpecError) as info:
        parse("f33[3]")
    assert "f33" in info.value.message
    assert "bf16" in info.value.message


@pytest.mark.parametrize(
    "text, column",
    [
        ("f32[3],, f32[2]", _column("f32[3],, f32[2]", ",,") + 1),  # the second comma
        ("f32[3", len("f32[3") + 1),  # unclosed: at the end of the input
        ("f32[3], x=", len("f32[3], x=") + 1),
    ],
)
def test_bad_syntax_names_its_column(text, column):
    with pytest.raises(SpecError) as info:
        parse(text)
    assert info.value.column == column
    assert "syntax" in info.value.message


def test_double_star_in_dict_names_its_column():
    text = "f32[2], {**d}"
    with pytest.raises(SpecError) as info:
        parse(text)
    assert info.value.column == _column(text, "**")


def test_repeated_keyword_is_an_error():
    # Python rejects f(x=1, x=2); a spec that reads like an argument list should too,
    # rather than silently keeping one of the values.
    text = "f32[3], lr=0.1, lr=0.2"
    with pytest.raises(SpecError) as info:
        parse(text)
    assert info.value.column == _column(text, "lr", 2)


def test_specs_are_never_evaluated(tmp_path):
    marker = tmp_path / "evaluated"
    text = f"__import__('pathlib').Path({str(marker)!r}).touch()"
    with pytest.raises(SpecError):
        parse(text)
    assert not marker.exists()


# --- values ------------------------------------------------------------------------

_NUMPY = {
    "bool": np.bool_, "i8": np.int8, "i16": np.int16, "i32": np.int32, "u8": np.uint8,
    "u16": np.uint16, "u32": np.uint32, "f16": np.float16, "f32": np.float32,
    "c64": np.complex64,
}

_NUMPY_X64 = {"i64": np.int64, "u64": np.uint64, "f64": np.float64, "c128": np.complex128}


@pytest.mark.parametrize("dtype", sorted(_NUMPY))
def test_materialized_arrays_have_the_requested_dtype_and_shape(dtype):
    x = Materializer(0).value(ArraySpec(dtype, (2, 3)))
    assert isinstance(x, jax.Array)
    assert x.shape == (2, 3)
    assert x.dtype == np.dtype(_NUMPY[dtype])
    assert x.aval.weak_type is False


def test_materialized_bf16():
    import ml_dtypes

    x = Materializer(0).value(parse("bf16[4]").args[0])
    assert x.dtype == np.dtype(ml_dtypes.bfloat16)
    assert x.shape == (4,)


@pytest.fixture
def x64():
    before = jax.config.jax_enable_x64
    jax.config.update("jax_enable_x64", True)
    try:
        yield
    finally:
        jax.config.update("jax_enable_x64", before)


@pytest.mark.parametrize("dtype", sorted(_NUMPY_X64))
def test_materialized_64_bit_arrays_with_x64(dtype, x64):
    x = Materializer(0).value(ArraySpec(dtype, (3,)))
    assert x.dtype == np.dtype(_NUMPY_X64[dtype])
    assert x.shape == (3,)


def test_zero_d_array_is_strongly_typed():
    x = Materializer(0).value(parse("i32[]").args[0])
    assert isinstance(x, jax.Array)
    assert x.shape == ()
    assert x.dtype == np.int32
    assert x.aval.weak_type is False


def test_random_data_is_not_constant():
    x = np.asarray(Materializer(0).value(ArraySpec("f32", (64,))))
    assert np.unique(x).size > 1
    assert np.all(np.isfinite(x))


def test_named_dims_take_their_values():
    spec = parse("f32[B,128], {'h': i32[B]}")
    args, kwargs = Materializer(0, {"B": 5}).call(spec)
    assert args[0].shape == (5, 128)
    assert args[1]["h"].shape == (5,)
    assert kwargs == {}


def test_named_dim_without_value_is_an_error():
    with pytest.raises(SpecError) as info:
        Materializer(0).call(parse("f32[B,3]"))
    assert "B" in str(info.value)


def test_scalars_are_python_scalars():
    args, _ = Materializer(0).call(parse("float, int, bool, complex"))
    assert [type(a) for a in args] == [float, int, bool, complex]


def test_literals_and_containers_are_passed_as_is():
    args, kwargs = Materializer(0).call(
        parse("None, 'relu', (1, 2), -3, [f32[2], float], {'w': f32[3], 'k': 2}, act='tanh'")
    )
    assert args[0] is None
    assert args[1] == "relu"
    assert args[2] == (1, 2) and type(args[2]) is tuple
    assert args[3] == -3
    assert type(args[4]) is list and args[4][0].shape == (2,) and type(args[4][1]) is float
    assert type(args[5]) is dict and list(args[5]) == ["w", "k"] and args[5]["k"] == 2
    assert args[5]["w"].shape == (3,)
    assert kwargs == {"act": "tanh"}


_SEEDED = "f32[16], i32[8], bool[8], c64[4], float, int, bool, complex, {'w': f32[3]}"


def _as_lists(values):
    return jax.tree_util.tree_map(lambda v: np.asarray(v).tolist(), values)


def test_same_seed_same_data():
    spec = parse(_SEEDED)
    first = _as_lists(Materializer(7).call(spec))
    second = _as_lists(Materializer(7).call(spec))
    assert first == second


def test_other_seed_other_data():
    spec = parse(_SEEDED)
    assert _as_lists(Materializer(7).call(spec)) != _as_lists(Materializer(8).call(spec))
    a = np.asarray(Materializer(1).value(ArraySpec("f32", (16,))))
    b = np.asarray(Materializer(2).value(ArraySpec("f32", (16,))))
    assert not np.array_equal(a, b)


@pytest.mark.parametrize("text, column", [
    ("f32[3]) # a comment", 7),  # the rest would be read as a comment: silently dropped
    ("ff32[3], [i8[2], None]),#f True, 0.1", 23),  # found by the property test
    ("f32[3], n=2) #", 12),
    ("f32[3], 'a\\')b', '#(') # note", 22),  # brackets and '#' inside strings do not count
])
def test_a_close_without_an_open_is_an_error_at_its_column(text, column):
    """A `)` of the spec that closes jaxcheck's own wrapper call is one error at its
    column, not a crash or a spec with its tail dropped (exit 2 from the command line)."""
    with pytest.raises(SpecError) as info:
        parse(text)
    assert "closes a bracket that was never opened" in str(info.value)
    assert f"column {column}" in str(info.value)
    from jaxcheck import UsageError
    from jaxcheck._src.run.resolve import parse_args_spec

    with pytest.raises(UsageError):
        parse_args_spec(text)


# --- a missing comma ------------------------------------------------------------------


@pytest.mark.parametrize("text, column, word", [
    ("f32[4,8] float", 10, "float"),
    ("f32[4,8], i32[3] float, x=1", 18, "float"),
    ("f32[4,8], act='relu' f32[3]", 22, "f32"),
    ("(f32[3] f32[2])", 9, "f32"),
])
def test_a_missing_comma_names_its_column(text, column, word):
    with pytest.raises(spec.SpecError) as e:
        spec.parse(text)
    assert e.value.column == column and text[column - 1:].startswith(word)
    assert f"a comma is missing before {word!r}" in str(e.value)
